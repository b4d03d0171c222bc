import { errorAnswers, StringEnum, Type } from "@storefront/api-contract/common";
import { Sku } from "@storefront/api-contract/patterns";
import type { AppContext } from "../context";
import { NotFoundError } from "../http/errors";
import { documented, type TypedApp } from "../http/schemas";
import { saleArtworkSize } from "../content/sale-images";
import { editorialReads } from "../content/editorial-reads";
import { brandTile, contentBanner, productIllustration, saleArtwork } from "../images/illustrations";
import { imageSources } from "../images/image-sources";

const doc = documented("images");

const SvgFile = (maxLength: number) => Type.String({ pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*\\.svg$", maxLength });
const slugOf = (file: string) => file.replace(/\.svg$/, "");
const CACHE = "public, max-age=86400";
/** The answer: an image/svg+xml document, or a 400 or 404 message. */
const svgAnswer = { 200: Type.String({ description: "An SVG image (image/svg+xml)" }), ...errorAnswers };
const IMAGE_SIZES = ["thumb", "medium", "large"] as const;
const CONTENT_KINDS = ["recipe", "blog", "catalogue", "inspiration"] as const;

/** Generated SVG illustrations: products by type, brand and store tiles, content banners (no external hosts). */
export function registerImageRoutes(api: TypedApp, context: AppContext): void {
  const sources = imageSources(context);
  const editorial = editorialReads(context);

  api.get(
    "/api/images/product/:sku/:file",
    doc("Product illustration n (1-based) as SVG; size thumb 150x150, medium 350x380, large 1600x630", {
      params: Type.Object({ sku: Sku, file: Type.String({ pattern: "^[1-9]\\.svg$" }) }),
      querystring: Type.Object({ size: Type.Optional(StringEnum(IMAGE_SIZES, { default: "medium" })) }),
      response: svgAnswer,
    }),
    async ({ params, query }, reply) => {
      const product = await sources.product(params.sku);
      const view = Number(params.file[0]);
      if (!product || view > product.imageCount) throw new NotFoundError(`No image ${view} of SKU '${params.sku}'`);
      return reply
        .type("image/svg+xml")
        .header("cache-control", CACHE)
        .send(productIllustration({ ...product, view, size: query.size ?? "medium" }));
    },
  );

  api.get(
    "/api/images/brand/:file",
    doc("Brand tile as SVG", { params: Type.Object({ file: SvgFile(120) }), response: svgAnswer }),
    async ({ params }, reply) => {
      const name = await sources.brandName(slugOf(params.file));
      if (!name) throw new NotFoundError(`No brand image '${params.file}'`);
      return reply.type("image/svg+xml").header("cache-control", CACHE).send(brandTile(name));
    },
  );

  api.get(
    "/api/images/store/:file",
    doc("Store thumbnail as SVG", { params: Type.Object({ file: SvgFile(90) }), response: svgAnswer }),
    async ({ params }, reply) => {
      const name = await sources.storeName(slugOf(params.file));
      if (!name) throw new NotFoundError(`No store image '${params.file}'`);
      return reply.type("image/svg+xml").header("cache-control", CACHE).send(brandTile(name));
    },
  );

  api.get(
    "/api/images/content/:kind/:file",
    doc("Banner of a recipe, blog post, catalogue or inspiration as SVG", {
      params: Type.Object({ kind: StringEnum(CONTENT_KINDS), file: SvgFile(120) }),
      response: svgAnswer,
    }),
    async ({ params }, reply) => {
      const title = await sources.contentTitle(params.kind, slugOf(params.file));
      if (!title) throw new NotFoundError(`No ${params.kind} image '${params.file}'`);
      return reply.type("image/svg+xml").header("cache-control", CACHE).send(contentBanner(params.kind, title));
    },
  );

  api.get(
    "/api/images/sale/:file",
    doc("The running sale's artwork for one placement as SVG (the files of the sale's images)", {
      params: Type.Object({ file: SvgFile(60) }),
      response: svgAnswer,
    }),
    async ({ storefront, params }, reply) => {
      const size = saleArtworkSize(params.file);
      const sale = size ? await editorial.sale(storefront) : undefined;
      if (!size || !sale?.isSaleOn) throw new NotFoundError(`No sale image '${params.file}'`);
      return reply
        .type("image/svg+xml")
        .header("cache-control", "public, max-age=3600")
        .send(saleArtwork(sale.name, sale.colour, size));
    },
  );
}
