/** 'mijote-mes-donnees-2026-05-14.json', dated in the user's own time zone. */
export function exportFileName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `mijote-mes-donnees-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

/**
 * Saves `data` as a JSON file through a temporary link. The export needs the Bearer token, which a
 * plain link to /api/account/export could not send, so the file is built here from the answer.
 */
export function downloadJson(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns: let go of it a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
