import { onTestFinished } from "vitest";

/**
 * How a message reached the page, for WCAG 4.1.3: several screen readers announce a status region's text only when
 * the region was in the page before the text, and say nothing of a region inserted together with its text.
 * `watchInsertions()` records every node added to the document from then on (call it before rendering);
 * `arrivedInStatusRegion(element)` then tells whether `element`, when it was last inserted, went into a status
 * region already there (announced) rather than arriving with its region (silent).
 */
export function watchInsertions() {
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((found) => records.push(...found));
  observer.observe(document.body, { childList: true, subtree: true });
  onTestFinished(() => observer.disconnect());
  return {
    arrivedInStatusRegion(element: Element) {
      records.push(...observer.takeRecords());
      const region = element.closest('[role="status"]');
      const holds = (node: Node) => node === element || node.contains(element);
      const last = records.findLast((record) => [...record.addedNodes].some(holds));
      const inserted = last && [...last.addedNodes].find(holds);
      return Boolean(region && inserted && !inserted.contains(region));
    },
  };
}
