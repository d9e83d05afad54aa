/**
 * Router props of a figure's list. The figure's `href` is an app URL with its list's own search
 * parameters; the router parses it as it parses a URL typed in the address bar (`href` wins over `to`,
 * which only names the path for the types).
 */
export function figureLink(href: string): { to: string; href: string } {
  return { to: href.split('?')[0] ?? href, href }
}
