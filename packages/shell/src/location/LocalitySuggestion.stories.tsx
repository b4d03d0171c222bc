import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { GeoData } from "@storefront/api-client/stores";
import { runPickerAction } from "../store-picker/store-action";
import { LocalitySuggestion } from "./LocalitySuggestion";
import { localitySuggestionTexts } from "./location-rules";

/** A new visitor's guessed area (the API's newUser), until a location is set. */
const guessed: GeoData = {
  store: { storeUri: "sydney-city", name: "Sydney City" },
  nearestWarehouseLocationCode: "NSW-DC2",
  locationId: "2000_SYDNEY",
  newUser: true,
  ipCountry: "AU",
  country: "AU",
  postcode: "2000",
  state: "NSW",
  city: "Sydney",
};
let geo = guessed;

const meta = {
  title: "Shell/LocalitySuggestion",
  component: LocalitySuggestion,
  tags: ["!autodocs"],
  parameters: {
    // 'Yes, deliver here' posts to the pickers' action (issue 40), run here against the mocked API.
    route: { action: runPickerAction },
    msw: {
      handlers: [
        http.get("/api/geo", () => HttpResponse.json(geo)),
        http.post("/api/geo/setlocation", () => {
          geo = { ...geo, newUser: false };
          return HttpResponse.json(geo);
        }),
      ],
    },
  },
  beforeEach: () => {
    geo = guessed;
  },
} satisfies Meta<typeof LocalitySuggestion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The guessed area, confirmed with one click: the bar goes once the visitor is known. */
export const NewVisitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole("region", { name: localitySuggestionTexts.region });
    await expect(region).toHaveTextContent("Delivering to Sydney NSW 2000?");
    await userEvent.click(canvas.getByRole("button", { name: localitySuggestionTexts.confirm }));
    await waitFor(() => expect(canvas.queryByRole("region", { name: localitySuggestionTexts.region })).toBeNull());
  },
};
