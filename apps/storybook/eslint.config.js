import storefrontConfig from "@storefront/eslint-config";

// The kit's stories are linted with the kit (packages/ui-kit); here the Storybook setup itself.
export default [...storefrontConfig, { ignores: ["storybook-static/**"] }];
