/** RFC 6266 with the RFC 5987 UTF-8 name (Russian names survive), an ASCII name for old clients. */
export function contentDisposition(
  kind: 'attachment' | 'inline',
  fileName: string,
  fallback: string,
): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
