import { COMPANY } from "@app/shared/core/company";
import { Link } from "../../components/ui/link";
import { PageBanner, Prose } from "../../features/public-site/components/page-banner";
import { PAYMENT_OPTIONS } from "../../features/public-site/content/faq";
import { usePageMeta } from "../../features/public-site/page-meta";
import { titled } from "../../features/public-site/page-title";

export default function TermsPage() {
  usePageMeta({
    title: titled("Terms and Conditions"),
    description: `The terms that apply to shipping, procurement, storage and payment with ${COMPANY.name}.`,
  });
  return (
    <>
      <PageBanner title="Terms and Conditions" />
      <Prose>
        <p>
          These terms apply to every shipment, purchase (shop-for-me), pickup and storage service provided by{" "}
          {COMPANY.name}. By using our services you accept them.
        </p>
        <h2>Shipments</h2>
        <p>
          You are responsible for an accurate description, weight and value of your goods, and for making sure they may
          legally be exported and imported. We may inspect, hold or return goods that are prohibited or wrongly
          declared.
        </p>
        <h2>Delivery times</h2>
        <p>
          Delivery dates are estimates, not guarantees, and an exact delivery time cannot be scheduled. See{" "}
          <Link to="/shipping-and-insurance">Shipping and Insurance</Link> for the usual times of each service.
        </p>
        <h2>Procurement (shop-for-me)</h2>
        <p>
          We buy from the stores you name at the prices you submit, plus any taxes and charges the store adds. Once an
          order has been placed with the store, its cancellation follows the store's own policy.
        </p>
        <h2>Payment</h2>
        <p>Invoices are payable in the currency shown on the invoice, by any of these methods:</p>
        <ul>
          {PAYMENT_OPTIONS.map((option) => (
            <li key={option}>{option}</li>
          ))}
        </ul>
        <p>We do not accept cash. Goods are released once their invoice is paid.</p>
        <h2>Insurance and liability</h2>
        <p>
          Insurance is included in our service charge. For uninsured items our liability is limited to 100 US dollars
          plus a refund of the freight charge.
        </p>
        <h2>Storage</h2>
        <p>
          Parcels are stored free of charge while we consolidate them. Business inventory storage is charged as agreed
          in writing.
        </p>
        <h2>Contact</h2>
        <p>
          Questions about these terms: {COMPANY.email}, {COMPANY.phone}.
        </p>
      </Prose>
    </>
  );
}
