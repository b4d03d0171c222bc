/**
 * Text for HTML and XML (SVG included): the five characters that could open markup, an entity or
 * a quoted attribute (& < > " '), as numeric references, which HTML and XML read alike. The one
 * escaper of the API's pages, mails and images, the storefront runtime's sitemaps and boot script,
 * the payment sandbox's pages, the mail catcher's inbox and Storybook's placeholder images.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
