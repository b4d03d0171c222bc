import { useId, useState } from "react";
import { Link } from "react-router";
import styled from "styled-components";
import { useTakeCart, type Cart } from "@storefront/api-client/cart";
import { CART_PATH } from "@storefront/page-kit/cart-action";
import { loginPathFor } from "@storefront/page-kit/session-paths";
import { isStaffAccount } from "@storefront/page-kit/session-rules";
import { useSignedInAccount } from "@storefront/page-kit/use-session";
import { ReturnToField, useShopperAction } from "@storefront/page-kit/use-shopper-action";
import { Alert } from "@storefront/ui-kit/alert";
import { useBrand } from "@storefront/ui-kit/brand";
import { Button } from "@storefront/ui-kit/button";
import { Heading } from "@storefront/ui-kit/heading";
import { CART_BUILDER_MAX_LINES, MAX_LINE_QUANTITY } from "@storefront/validation/cart";
import { formatPrice } from "@storefront/validation/price";
import { builtCartLink, builtLineFields, CART_BUILDER_PATH, type BuiltLine } from "./built-lines";
import { builderLineLabels, cartBuilderTexts } from "./cart-builder-texts";

/** A line of a link as the loader read it: the product's title and price where the shop sells it. */
export interface OfferedLine extends BuiltLine {
  product: { title: string; uri: string; price: number } | null;
}

/** What the cart builder's loader answers: the link's lines (none without a link), or that the link was broken. */
export interface CartBuilderData {
  lines: OfferedLine[];
  brokenLink: boolean;
}

const Page = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]}px;

  p {
    margin: 0;
  }
`;

const Rows = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;

  label {
    display: grid;
    gap: ${({ theme }) => theme.space[1]}px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  input {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space[2]}px;
    border: 1px solid ${({ theme }) => theme.color.border.strong};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
  }
  input[name="sku"] {
    width: min(16em, 60vw);
    text-transform: uppercase;
  }
  input[type="number"] {
    width: 5em;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-top: ${({ theme }) => theme.space[3]}px;
`;

const LinkBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;

  input {
    width: 100%;
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space[2]}px;
    border: 1px solid ${({ theme }) => theme.color.border.default};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
    background: ${({ theme }) => theme.color.surface.sunken};
  }
`;

const Offered = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]}px;
    padding: ${({ theme }) => theme.space[2]}px 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
  }
`;

interface EditedLine {
  key: number;
  sku: string;
  qty: string;
}

/** The builder's action for either form: an answer that added lines (even some) has the cart read again, so the header's count follows. */
function useBuilderAction() {
  const takeCart = useTakeCart();
  return useShopperAction<Cart>(CART_BUILDER_PATH, {
    onOutcome: (outcome) => {
      if (outcome.data) void takeCart(outcome.data);
    },
  });
}

let nextKey = 0;
const editedLine = (line?: BuiltLine): EditedLine => ({ key: nextKey++, sku: line?.sku ?? "", qty: String(line?.qty ?? 1) });

/** The lines as typed that make a link: each with a SKU and a quantity from 1 to 99. */
function linkLines(rows: readonly EditedLine[]): BuiltLine[] {
  return rows.flatMap((row) => {
    const qty = Number(row.qty);
    const sku = row.sku.trim().toUpperCase();
    return sku && Number.isInteger(qty) && qty >= 1 && qty <= MAX_LINE_QUANTITY ? [{ sku, qty }] : [];
  });
}

/** The staff's editor: lines by SKU and quantity, added to this browser's cart or sent as a link. */
function CartBuilderEditor({ initial }: { initial: readonly BuiltLine[] }) {
  const [rows, setRows] = useState<EditedLine[]>(() => (initial.length ? initial.map(editedLine) : [editedLine()]));
  const [copied, setCopied] = useState(false);
  const action = useBuilderAction();
  const linkId = useId();
  const change = (key: number, part: Partial<EditedLine>) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...part } : row)));
  const link = typeof window === "undefined" ? "" : builtCartLink(window.location.origin, linkLines(rows));

  return (
    <>
      <action.Form method="post" action={CART_BUILDER_PATH} onSubmit={action.onSubmit} aria-label={cartBuilderTexts.title}>
        <ReturnToField />
        <fieldset>
          <legend>{cartBuilderTexts.linesLegend}</legend>
          <Rows>
            {rows.map((row, index) => (
              <Row key={row.key}>
                <label>
                  <span>{cartBuilderTexts.sku}</span>
                  <input
                    // The visible label names the column; the accessible name names the line too.
                    aria-label={builderLineLabels.sku(index + 1)}
                    name={builtLineFields.sku}
                    value={row.sku}
                    onChange={(event) => change(row.key, { sku: event.target.value })}
                    autoComplete="off"
                    spellCheck={false}
                    maxLength={40}
                  />
                </label>
                <label>
                  <span>{cartBuilderTexts.quantity}</span>
                  <input
                    aria-label={builderLineLabels.quantity(index + 1)}
                    type="number"
                    name={builtLineFields.qty}
                    inputMode="numeric"
                    min={1}
                    max={MAX_LINE_QUANTITY}
                    value={row.qty}
                    onChange={(event) => change(row.key, { qty: event.target.value })}
                  />
                </label>
                {rows.length > 1 ? (
                  <Button
                    type="button"
                    size="xs"
                    variant="link"
                    aria-label={builderLineLabels.remove(index + 1)}
                    onClick={() => setRows((all) => all.filter((other) => other.key !== row.key))}
                  >
                    {cartBuilderTexts.removeLine}
                  </Button>
                ) : null}
              </Row>
            ))}
          </Rows>
          <Actions>
            <Button
              type="button"
              variant="secondary"
              disabled={rows.length >= CART_BUILDER_MAX_LINES}
              onClick={() => setRows((all) => [...all, editedLine()])}
            >
              {cartBuilderTexts.addLine}
            </Button>
            <Button type="submit" disabled={action.pending}>
              {action.pending ? cartBuilderTexts.adding : cartBuilderTexts.addToCart}
            </Button>
          </Actions>
        </fieldset>
      </action.Form>
      {action.outcome ? <Outcome ok={action.outcome.ok} message={action.outcome.message} /> : null}
      <LinkBox>
        <label htmlFor={linkId}>{cartBuilderTexts.customerLink}</label>
        <input id={linkId} readOnly value={linkLines(rows).length ? link : ""} onFocus={(event) => event.currentTarget.select()} />
        <div>
          <Button
            type="button"
            variant="secondary"
            disabled={linkLines(rows).length === 0}
            onClick={() => void navigator.clipboard?.writeText(link).then(() => setCopied(true))}
          >
            {cartBuilderTexts.copyLink}
          </Button>
        </div>
        {copied ? <Alert type="success">{cartBuilderTexts.copied}</Alert> : null}
      </LinkBox>
    </>
  );
}

/** What an add answered, with the way to the cart after a success. */
function Outcome({ ok, message }: { ok: boolean; message: string }) {
  return (
    <Alert type={ok ? "success" : "error"}>
      {message} {ok ? <Link to={CART_PATH}>{cartBuilderTexts.goToCart}</Link> : null}
    </Alert>
  );
}

/** A customer's view of a link: the products picked out for them, added to their cart with one button. */
function BuiltCartOffer({ lines }: { lines: readonly OfferedLine[] }) {
  const brand = useBrand();
  const action = useBuilderAction();
  const sold = lines.filter((line) => line.product);
  return (
    <>
      <p>{cartBuilderTexts.customerLead}</p>
      <Offered aria-label={cartBuilderTexts.linesLegend}>
        {lines.map((line) => (
          <li key={line.sku}>
            {line.product ? (
              <>
                <span>
                  <Link to={line.product.uri}>{line.product.title}</Link> × {line.qty}
                </span>
                <span>{formatPrice(line.product.price * line.qty, { currency: brand.currency })}</span>
              </>
            ) : (
              <span>
                {line.sku}: {cartBuilderTexts.unknownProduct}
              </span>
            )}
          </li>
        ))}
      </Offered>
      <action.Form method="post" action={CART_BUILDER_PATH} onSubmit={action.onSubmit} aria-label={cartBuilderTexts.customerTitle}>
        <ReturnToField />
        {sold.map((line) => (
          <span key={line.sku}>
            <input type="hidden" name={builtLineFields.sku} value={line.sku} />
            <input type="hidden" name={builtLineFields.qty} value={line.qty} />
          </span>
        ))}
        <Button type="submit" disabled={action.pending || sold.length === 0}>
          {action.pending ? cartBuilderTexts.adding : cartBuilderTexts.addAll}
        </Button>
      </action.Form>
      {action.outcome ? <Outcome ok={action.outcome.ok} message={action.outcome.message} /> : null}
    </>
  );
}

/**
 * `/cart-builder` (spec 3 page type cartBuilder): staff build a cart by SKU for a customer in front
 * of them (added to this browser's cart) or far away (a link to the lines, `?lines=`); the customer
 * who opens the link sees the products and adds them all with one button. Whether the visitor is
 * staff is known once the page has its session (the browser's), so the page shows the link's lines,
 * or the staff-only note, until then.
 */
export function CartBuilderPage({ data: { lines, brokenLink } }: { data: CartBuilderData }) {
  const { features } = useBrand();
  const { account } = useSignedInAccount();
  const staff = isStaffAccount(account.data, features.staffTooling);
  const title = staff || lines.length === 0 ? cartBuilderTexts.title : cartBuilderTexts.customerTitle;
  return (
    <Page aria-labelledby="cart-builder-title">
      <Heading level={1} id="cart-builder-title">
        {title}
      </Heading>
      {brokenLink ? <Alert type="error">{cartBuilderTexts.brokenLink}</Alert> : null}
      {staff ? (
        <>
          <p>{cartBuilderTexts.staffLead}</p>
          <CartBuilderEditor initial={lines} />
        </>
      ) : lines.length > 0 ? (
        <BuiltCartOffer lines={lines} />
      ) : (
        <p>
          {cartBuilderTexts.staffOnly} <Link to={loginPathFor(CART_BUILDER_PATH)}>{cartBuilderTexts.signIn}</Link>
        </p>
      )}
    </Page>
  );
}
