import { randomBytes, sign, type KeyObject } from "node:crypto";

/**
 * A self-signed X.509 v3 certificate (RFC 5280) for an RSA key, written as DER by hand: Node can
 * read certificates but not make them, and the libraries that can pull in a dependency-injection
 * container. The certificate carries the public key the browser encrypts card fields with; its
 * key usage says so (keyEncipherment, dataEncipherment).
 */

function encodeLength(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

function tlv(tag: number, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tag]), encodeLength(body.length), body]);
}

const sequence = (...content: Buffer[]) => tlv(0x30, ...content);
const set = (...content: Buffer[]) => tlv(0x31, ...content);
const explicit = (tagNumber: number, ...content: Buffer[]) => tlv(0xa0 + tagNumber, ...content);
const octetString = (content: Buffer) => tlv(0x04, content);
const bitString = (content: Buffer, unusedBits = 0) => tlv(0x03, Buffer.from([unusedBits]), content);
const utf8String = (text: string) => tlv(0x0c, Buffer.from(text, "utf8"));
const NULL = Buffer.from([0x05, 0x00]);
const TRUE = tlv(0x01, Buffer.from([0xff]));

/** A non-negative INTEGER: a leading zero byte when the top bit is set. */
function integer(bytes: Buffer): Buffer {
  // DER wants the shortest form: no leading zero bytes (a random serial can start with one, which
  // X509Certificate then refuses as "illegal padding"), and one zero before a high bit.
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
  const minimal = bytes.subarray(start);
  return tlv(0x02, (minimal[0] ?? 0) & 0x80 ? Buffer.concat([Buffer.from([0]), minimal]) : minimal);
}

function objectIdentifier(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split(".").map(Number);
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const groups = [arc & 0x7f];
    for (let value = arc >>> 7; value > 0; value >>>= 7) groups.unshift((value & 0x7f) | 0x80);
    bytes.push(...groups);
  }
  return tlv(0x06, Buffer.from(bytes));
}

/** UTCTime up to 2049, GeneralizedTime after (RFC 5280 §4.1.2.5). */
function time(date: Date): Buffer {
  const text = date.toISOString().replace(/[-:T]/g, "").slice(0, 14) + "Z";
  return date.getUTCFullYear() < 2050 ? tlv(0x17, Buffer.from(text.slice(2), "ascii")) : tlv(0x18, Buffer.from(text, "ascii"));
}

const OID = {
  sha256WithRsaEncryption: "1.2.840.113549.1.1.11",
  commonName: "2.5.4.3",
  organization: "2.5.4.10",
  keyUsage: "2.5.29.15",
  basicConstraints: "2.5.29.19",
};

function name(commonName: string, organization: string): Buffer {
  return sequence(
    set(sequence(objectIdentifier(OID.organization), utf8String(organization))),
    set(sequence(objectIdentifier(OID.commonName), utf8String(commonName))),
  );
}

export interface CertificateRequest {
  publicKey: KeyObject;
  privateKey: KeyObject;
  commonName: string;
  organization: string;
  notBefore: Date;
  notAfter: Date;
}

/** The certificate as PEM. */
export function createSelfSignedCertificate(request: CertificateRequest): string {
  const subjectPublicKeyInfo = request.publicKey.export({ type: "spki", format: "der" });
  const signatureAlgorithm = sequence(objectIdentifier(OID.sha256WithRsaEncryption), NULL);
  const subject = name(request.commonName, request.organization);
  const serial = randomBytes(16);
  serial[0] = (serial[0] ?? 0) & 0x7f;
  // keyEncipherment (bit 2) and dataEncipherment (bit 3): 0b0011_0000 with 4 unused bits.
  const keyUsage = bitString(Buffer.from([0x30]), 4);
  const extensions = sequence(
    sequence(objectIdentifier(OID.basicConstraints), TRUE, octetString(sequence())),
    sequence(objectIdentifier(OID.keyUsage), TRUE, octetString(keyUsage)),
  );
  const tbsCertificate = sequence(
    explicit(0, integer(Buffer.from([2]))),
    integer(serial),
    signatureAlgorithm,
    subject,
    sequence(time(request.notBefore), time(request.notAfter)),
    subject,
    subjectPublicKeyInfo,
    explicit(3, extensions),
  );
  const signature = sign("sha256", tbsCertificate, request.privateKey);
  const der = sequence(tbsCertificate, signatureAlgorithm, bitString(signature));
  const lines = der.toString("base64").match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join("\n")}\n-----END CERTIFICATE-----\n`;
}
