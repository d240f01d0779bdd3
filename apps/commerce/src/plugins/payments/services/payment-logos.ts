/**
 * Logos of the payment methods, drawn here as SVG (no third-party artwork in the repository):
 * the provider's name in white on its colour, in a 4:1 badge. Staff can replace each one with
 * the provider's official artwork (PaymentMethod → custom field `logo`).
 */
export interface LogoDrawing {
  label: string;
  background: string;
  /** Optional second line, e.g. the Arabic name. */
  caption?: string;
}

export function drawLogo({ label, background, caption }: LogoDrawing): string {
  const labelY = caption ? 42 : 58;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="96" viewBox="0 0 320 96">',
    `<rect width="320" height="96" rx="16" fill="${background}"/>`,
    `<text x="160" y="${labelY}" text-anchor="middle" font-family="Cairo, Arial, sans-serif" font-size="34" font-weight="700" fill="#ffffff">${escapeXml(label)}</text>`,
    caption
      ? `<text x="160" y="78" text-anchor="middle" font-family="Cairo, Arial, sans-serif" font-size="20" fill="#ffffff">${escapeXml(caption)}</text>`
      : '',
    '</svg>',
  ].join('');
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
