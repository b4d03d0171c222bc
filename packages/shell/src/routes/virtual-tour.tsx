import { pageMeta, type PageHandle } from "../page";
import { PlaceholderPage } from "../pages/PlaceholderPage";

export const handle: PageHandle = { pageType: "virtualTour" };

export const meta = pageMeta("Virtual tour");

export default function VirtualTourRoute() {
  return <PlaceholderPage title="Virtual tour" />;
}
