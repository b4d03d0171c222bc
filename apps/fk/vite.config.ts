import { storefrontViteConfig } from "@storefront/runtime/vite";
import { defineConfig } from "vite";

export default defineConfig(storefrontViteConfig(import.meta.dirname));
