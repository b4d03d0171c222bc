import { createPrivateKey, createPublicKey, generateKeyPair, X509Certificate, type KeyObject } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { createSelfSignedCertificate } from "./certificate";

const generateRsaKeyPair = promisify(generateKeyPair);

/** A merchant account id: the storefront brand id (wa, aol-nz, ...). */
export const MERCHANT_ACCOUNT_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** Certificates are issued for five years and issued again at a start after they expire. */
const CERTIFICATE_YEARS = 5;

export interface MerchantKeys {
  merchantAccount: string;
  /** Decrypts the card fields the browser encrypted with the certificate. Never leaves the sandbox. */
  privateKey: KeyObject;
  /** PEM: what the storefront hands the browser (x509EncryptionKeys). */
  certificate: string;
}

/**
 * Each merchant account (one per storefront brand) has its own RSA key pair and self-signed
 * certificate, made on first start and kept in `{dataDir}/merchants/{account}/` (the private key
 * readable by the owner only), then read again at every start.
 */
export class MerchantKeyring {
  private constructor(private readonly keys: ReadonlyMap<string, MerchantKeys>) {}

  static async open(dataDir: string, merchantAccounts: readonly string[], now: Date): Promise<MerchantKeyring> {
    const keys = new Map<string, MerchantKeys>();
    for (const merchantAccount of merchantAccounts) {
      if (!MERCHANT_ACCOUNT_PATTERN.test(merchantAccount)) throw new Error(`Not a merchant account id: ${merchantAccount}`);
      keys.set(merchantAccount, await loadOrIssue(join(dataDir, "merchants", merchantAccount), merchantAccount, now));
    }
    return new MerchantKeyring(keys);
  }

  get(merchantAccount: string): MerchantKeys | undefined {
    return this.keys.get(merchantAccount);
  }

  /** spec 2 §3: x509EncryptionKeys, keyed by brand. */
  certificates(): Record<string, string> {
    return Object.fromEntries([...this.keys.values()].map((keys) => [keys.merchantAccount, keys.certificate]));
  }
}

async function loadOrIssue(folder: string, merchantAccount: string, now: Date): Promise<MerchantKeys> {
  const keyFile = join(folder, "private-key.pem");
  const certificateFile = join(folder, "certificate.pem");
  try {
    const [keyPem, certificate] = await Promise.all([readFile(keyFile, "utf8"), readFile(certificateFile, "utf8")]);
    const privateKey = createPrivateKey(keyPem);
    const parsed = new X509Certificate(certificate);
    const matches = parsed.publicKey.equals(createPublicKey(privateKey));
    if (matches && new Date(parsed.validTo).getTime() > now.getTime()) return { merchantAccount, privateKey, certificate };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const { publicKey, privateKey } = await generateRsaKeyPair("rsa", { modulusLength: 2048 });
  const notAfter = new Date(now);
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + CERTIFICATE_YEARS);
  const certificate = createSelfSignedCertificate({
    publicKey,
    privateKey,
    commonName: `Payment sandbox card encryption: ${merchantAccount}`,
    organization: "Storefront payment sandbox",
    notBefore: now,
    notAfter,
  });
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await writeFile(keyFile, privateKey.export({ type: "pkcs8", format: "pem" }), { mode: 0o600 });
  await writeFile(certificateFile, certificate);
  return { merchantAccount, privateKey, certificate };
}
