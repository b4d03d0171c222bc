import { useSharedProject, type ProjectFolder, type SharedProject } from "@storefront/api-client/projects";
import { PROJECT_ERROR_MESSAGES, PROJECT_MESSAGES } from "@storefront/api-contract/projects";
import { isApiError } from "@storefront/api-client/http";
import { Alert } from "@storefront/ui-kit/alert";
import { Heading } from "@storefront/ui-kit/heading";
import { Loader } from "@storefront/ui-kit/loader";
import { pageTexts, productTexts, variationTexts } from "../project-texts";
import { Attachments } from "./Attachments";
import { useProjectFormat } from "./format";
import { PricePanel } from "./ProductTabs";
import { Card, Facts, Layout, Muted, PlainList } from "./styles";
import { VariationFacts } from "./Variations";

function SharedFolder({ project, folder }: { project: SharedProject; folder: ProjectFolder }) {
  const products = [...folder.products].sort((a, b) => a.sortOrder - b.sortOrder);
  return (
    <Card aria-labelledby={`shared-folder-${folder.id}`}>
      <Heading level={2} looksLike={4} id={`shared-folder-${folder.id}`}>
        {folder.title}
      </Heading>
      {products.length === 0 ? <Muted>{pageTexts.emptyProject}</Muted> : null}
      <PlainList aria-label={folder.title}>
        {products.map((product) => {
          const variations = project.productVariations.filter((variation) => variation.productCode === product.productCode);
          const files = project.attachments.filter((attachment) => attachment.productCode === product.productCode);
          return (
            <li key={product.productCode}>
              <article aria-labelledby={`shared-product-${product.productCode}`}>
                <Heading level={3} looksLike={5} id={`shared-product-${product.productCode}`}>
                  {product.title}
                </Heading>
                <Muted>
                  {product.brand} · {product.sku}
                  {product.available ? "" : ` · ${productTexts.unavailable}`}
                </Muted>
                <PricePanel product={product} project={project} />
                {variations.map((variation) => (
                  <VariationFacts key={variation.id} variation={variation} currency={project.currency} />
                ))}
                {files.length > 0 ? <Attachments attachments={files} readOnly /> : null}
              </article>
            </li>
          );
        })}
      </PlainList>
      {folder.files.length > 0 ? <Attachments attachments={folder.files} readOnly /> : null}
    </Card>
  );
}

/**
 * A shared project, read-only and with no login (spec 3 §2, §6 "Shared-link reader"): the lines,
 * prices, variations and attachments the customer may see; nothing to change.
 */
export function SharedProjectPage({ shareId }: { shareId: string }) {
  const shared = useSharedProject(shareId);
  const format = useProjectFormat(shared.data?.currency);
  if (shared.isPending) {
    return (
      <Layout>
        <Loader label={pageTexts.projectLoading} showLabel />
      </Layout>
    );
  }
  if (shared.isError) {
    const gone = isApiError(shared.error) && shared.error.status === 404;
    return (
      <Layout>
        <Card>
          <Heading level={1}>{pageTexts.sharedTitle}</Heading>
          <Alert>{gone ? PROJECT_MESSAGES.sharedNotFound : PROJECT_ERROR_MESSAGES.projects}</Alert>
        </Card>
      </Layout>
    );
  }
  const project = shared.data;
  return (
    <Layout as="article" aria-labelledby="shared-project-heading">
      <div>
        <Card>
          <Heading level={1} id="shared-project-heading">
            {project.name}
          </Heading>
          <Alert type="info">{pageTexts.sharedNotice}</Alert>
          <Facts>
            <dt>Reference</dt>
            <dd>{project.projectRef}</dd>
            {project.quoteId ? (
              <>
                <dt>Quote</dt>
                <dd>{project.quoteId}</dd>
              </>
            ) : null}
            <dt>Status</dt>
            <dd>{project.quoteStatus}</dd>
            {project.customerName ? (
              <>
                <dt>Customer</dt>
                <dd>{project.customerName}</dd>
              </>
            ) : null}
            {project.selectedStore ? (
              <>
                <dt>Store</dt>
                <dd>{project.selectedStore.name}</dd>
              </>
            ) : null}
            {project.selectedSalesPerson ? (
              <>
                <dt>Salesperson</dt>
                <dd>{project.selectedSalesPerson.name}</dd>
              </>
            ) : null}
            <dt>Total</dt>
            <dd>{format.money(project.cart.total)}</dd>
          </Facts>
          {project.brandVariations.length > 0 ? (
            <>
              <Heading level={2} looksLike={5}>
                {variationTexts.brandWide}
              </Heading>
              {project.brandVariations.map((variation) => (
                <VariationFacts key={variation.id} variation={variation} currency={project.currency} />
              ))}
            </>
          ) : null}
          {project.files.length > 0 ? <Attachments attachments={project.files} readOnly /> : null}
        </Card>
      </div>
      <div>
        {project.folders.length === 0 ? <Muted>{pageTexts.emptyProject}</Muted> : null}
        {[...project.folders]
          .sort((a, b) => a.sortOrder - b.sortOrder)
          .map((folder) => (
            <SharedFolder key={folder.id} project={project} folder={folder} />
          ))}
      </div>
    </Layout>
  );
}
