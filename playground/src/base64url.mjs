// JSON values in links: base64url (RFC 4648 §5, no padding) of the UTF-8 JSON text.

/** @param {unknown} value @returns {string} */
export function encode(value) {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  const binary = Array.from(bytes, (b) => String.fromCharCode(b)).join("");
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/**
 * The value a link holds; throws an Error saying why it cannot be read.
 * @param {string} text
 * @param {string} [what] what the link should hold, for the message
 * @returns {unknown}
 */
export function decode(text, what = "data") {
  if (!/^[A-Za-z0-9_-]+$/.test(text) || text.length % 4 === 1) {
    throw new Error("it is not valid base64url text (cut short or edited?)");
  }
  try {
    const padded = text.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(text.length / 4) * 4, "=");
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw new Error(`it does not hold readable ${what} (cut short or edited?)`);
  }
}
