/**
 * A number typed with commas between thousands ('4,500.00', '1,250,000') without them; null when a comma stands
 * anywhere else ('12,50', '4,5', '1,2345', ',500'). In much of the world the comma is the decimal mark: dropping
 * every comma read '12,50' as 1,250.00, a hundred times the amount meant, without a word.
 */
export function withoutThousandsCommas(text: string): string | null {
  if (!text.includes(",")) return text;
  return /^\d{1,3}(,\d{3})+(\.\d*)?$/.test(text) ? text.replace(/,/g, "") : null;
}
