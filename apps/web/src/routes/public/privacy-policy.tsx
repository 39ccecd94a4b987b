import { COMPANY } from "@app/shared/core/company";
import { PageBanner, Prose } from "../../features/public-site/components/page-banner";
import { usePageMeta } from "../../features/public-site/page-meta";
import { titled } from "../../features/public-site/page-title";

export default function PrivacyPolicyPage() {
  usePageMeta({
    title: titled("Privacy Policy"),
    description: `How ${COMPANY.name} collects, uses and protects your personal data.`,
  });
  return (
    <>
      <PageBanner title="Privacy Policy" />
      <Prose>
        <p>
          This policy explains what personal data {COMPANY.name} collects when you use our website and customer portal,
          why we collect it and what choices you have.
        </p>
        <h2>What we collect</h2>
        <ul>
          <li>
            Details you give us: your name, e-mail address, phone number, delivery address and the messages you send
            through our forms.
          </li>
          <li>Shipment details: what you ship, its weight, dimensions, value, and the addresses it travels between.</li>
          <li>Account data: your log-in e-mail and a securely hashed password; we never store your password itself.</li>
          <li>
            Payment references: the transaction ID of invoice payments. Card details are handled by our payment
            provider, never by us.
          </li>
        </ul>
        <h2>How we use it</h2>
        <p>
          We use your data to quote, ship, deliver and invoice your goods, to answer your enquiries, to keep your
          account secure and, if you subscribe, to send our newsletter. We share shipment data only with the carriers,
          customs authorities and partners needed to deliver your goods.
        </p>
        <h2>Newsletter</h2>
        <p>
          You can unsubscribe from our newsletter at any time with the link in each e-mail or by writing to{" "}
          {COMPANY.email}.
        </p>
        <h2>Children</h2>
        <p>
          Our services are not directed at children. We do not knowingly solicit or collect personal data from children
          under 13.
        </p>
        <h2>How long we keep it</h2>
        <p>
          We keep shipment and invoice records as long as tax and customs law requires, and account data until you ask
          us to close your account.
        </p>
        <h2>Your rights</h2>
        <p>
          You may ask to see, correct or delete your personal data. Write to {COMPANY.email} or call {COMPANY.phone},{" "}
          {COMPANY.hours}.
        </p>
      </Prose>
    </>
  );
}
