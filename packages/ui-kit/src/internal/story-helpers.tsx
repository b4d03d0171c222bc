import type { Decorator } from "@storybook/react-vite";
import { Form, Formik, type FormikValues } from "formik";
import type { ReactNode } from "react";
import type { AnyObjectSchema } from "yup";
import { BrandProvider } from "../brand/BrandProvider";
import { defineBrand } from "../brand/defaults";
import { Button } from "../Button/Button";
import type { Theme } from "../theme/types";
import { themeNames, themes, type ThemeName } from "../themes";

export interface FormikStoryParameters {
  initialValues: FormikValues;
  schema?: AnyObjectSchema;
}

/**
 * Wraps a field story in a formik form with a submit button, so messages show as in a page.
 * Values and schema come from `parameters.formik`, which a story may replace.
 */
export const withFormik: Decorator = (Story, context) => {
  const { initialValues, schema } = context.parameters.formik as FormikStoryParameters;
  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={() => {}}>
      <Form noValidate style={{ maxWidth: 480 }}>
        <Story />
        <Button type="submit">Submit</Button>
      </Form>
    </Formik>
  );
};

/** A product photo stand-in drawn as SVG, since stories never load images from the network. */
export function placeholderImage(label: string, tint = "#d4d8dd"): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">
<rect width="320" height="320" fill="#f5f6f7"/>
<rect x="70" y="40" width="180" height="240" rx="10" fill="${tint}"/>
<rect x="90" y="70" width="140" height="90" rx="6" fill="#ffffff" opacity="0.7"/>
<circle cx="115" cy="200" r="12" fill="#ffffff" opacity="0.7"/><circle cx="160" cy="200" r="12" fill="#ffffff" opacity="0.7"/>
<circle cx="205" cy="200" r="12" fill="#ffffff" opacity="0.7"/>
<text x="160" y="305" font-family="sans-serif" font-size="14" text-anchor="middle" fill="#52606d">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The name of a theme's region in `InEveryTheme`: '<display name> (<name>)'. */
export const themeRegionName = (name: ThemeName): string => `${themes[name]!.displayName} (${name})`;

/**
 * A story's component once in each of the twelve themes, one under another: each in its own brand
 * (no global styles) and in a region named by `themeRegionName`, on the theme's page colours.
 */
export function InEveryTheme({ children }: { children: (theme: Theme) => ReactNode }) {
  return (
    <div style={{ display: "grid", gap: 16 }}>
      {themeNames.map((name) => {
        const theme = themes[name]!;
        const brand = defineBrand({ id: name, displayName: theme.displayName, country: "AU", theme, port: 0 });
        return (
          <BrandProvider key={name} brand={brand} global={false}>
            <section
              aria-label={themeRegionName(name)}
              style={{ padding: 12, background: theme.color.surface.page, color: theme.color.text.default, fontFamily: theme.fonts.body }}
            >
              {children(theme)}
            </section>
          </BrandProvider>
        );
      })}
    </div>
  );
}
