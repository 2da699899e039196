/** SHA-256 of a text's UTF-8 bytes in lowercase hex, by the browser's own digest (a save's seal, engine/save/seal.ts). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
