/**
 * Hands a downloaded file to the browser under a name. Files come through the API client as blobs (so
 * the request carries the bearer token), which a plain link could not do.
 */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
