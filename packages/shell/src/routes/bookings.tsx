import { pageMeta, type PageHandle } from "../page";
import { PlaceholderPage } from "../pages/PlaceholderPage";

export const handle: PageHandle = { pageType: "generic" };

export const meta = pageMeta("Bookings");

export default function BookingsRoute() {
  return <PlaceholderPage title="Bookings" />;
}
