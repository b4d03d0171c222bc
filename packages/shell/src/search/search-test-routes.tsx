import { redirect } from "react-router";

/** The search route as the catalogue serves it: the search form's GET answers with the destination. */
export const searchRoute = {
  path: "/search",
  loader: ({ request }: { request: Request }) => redirect(`/search/${new URL(request.url).searchParams.get("q") ?? ""}`),
};

/** The suggestions the API gives for 'oven'. */
export const ovenSuggestions = {
  "GET /api/v2/sitesearch/f/oven": {
    searchTerm: "oven",
    correctedSearchTerm: null,
    suggestions: [{ type: "term", text: "Ovens", url: "/c/kitchen/ovens" }],
  },
};
