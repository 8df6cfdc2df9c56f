/** The browsers the extension runs in (Chromium-based desktop browsers that load Chrome extensions). */
const SUPPORTED_BRANDS = ['Google Chrome', 'Microsoft Edge', 'Brave', 'Opera', 'Chromium'];

type TNavigatorLike = {
  userAgent: string;
  userAgentData?: { brands?: readonly { brand: string }[]; mobile?: boolean } | undefined;
};

/**
 * Whether this browser can run the extension: Chrome, Edge, Brave or Opera on a computer (by the user-agent
 * client hints' brands when the browser gives them, else by its user agent). Firefox, Safari and phones cannot.
 */
export function isExtensionBrowser(navigator: TNavigatorLike): boolean {
  const data = navigator.userAgentData;
  if (data?.mobile) return false;
  if (data?.brands && data.brands.length > 0) {
    return data.brands.some(({ brand }) => SUPPORTED_BRANDS.includes(brand));
  }
  const agent = navigator.userAgent;
  if (/Android|iPhone|iPad|iPod|Mobile/i.test(agent)) return false;
  if (/Firefox|FxiOS|SamsungBrowser|YaBrowser/i.test(agent)) return false;
  return /\b(Chrome|Chromium|HeadlessChrome|Edg|OPR)\//.test(agent);
}
