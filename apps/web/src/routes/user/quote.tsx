import { QUOTE_TEXTS } from "@app/shared/rates/quote";
import InstantQuote from "../../components/instant-quote/instant-quote";
import { Card, PageHeader } from "../../components/ui/card";
import { useDocumentTitle } from "../../lib/use-document-meta";

/** /user/quote: the instant quote in the portal (the same operation and engine as the home page's). */
export default function UserQuotePage() {
  useDocumentTitle(QUOTE_TEXTS.title);
  return (
    <div>
      <PageHeader title={QUOTE_TEXTS.title} />
      <Card className="max-w-3xl">
        <InstantQuote titled={false} />
      </Card>
    </div>
  );
}
