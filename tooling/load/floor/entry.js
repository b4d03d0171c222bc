// The framework floor of issue 17's first-load JS bar: an app that uses only the libraries every
// storefront page loads (react, react-dom, react-router, react-query, styled-components, zustand)
// and nothing of ours. `pnpm bench` builds it with Vite in the same run as the storefronts.
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { createElement, StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import styled, { ThemeProvider } from "styled-components";
import { create } from "zustand";

const useTray = create(() => ({ open: false }));
const Frame = styled.div`
  color: ${({ theme }) => theme.color};
`;
const client = new QueryClient();

function Floor() {
  const open = useTray((state) => state.open);
  const { data } = useQuery({ queryKey: ["floor"], queryFn: () => open });
  return createElement(Frame, { "data-open": String(data) }, createElement(HydratedRouter));
}

startTransition(() => {
  hydrateRoot(
    document,
    createElement(
      StrictMode,
      null,
      createElement(QueryClientProvider, { client }, createElement(ThemeProvider, { theme: { color: "#222" } }, createElement(Floor))),
    ),
  );
});
