/** A plain-text excerpt (question stems in lists) as HTML for MathText: its `<`, `>` and `&` stay text. */
export const plainToHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
