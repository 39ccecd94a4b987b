import { imagesProblem } from "@app/shared/core/form-values";
import { formatPortalDate } from "@app/shared/core/format";
import { can } from "@app/shared/core/roles";
import {
  DELIVERY_PHOTO_FIELD,
  DELIVERY_TEXTS,
  type ProofOfDelivery,
  type ProofOfDeliveryFields,
  proofOfDeliveryFieldsSchema,
} from "@app/shared/shipments/delivery";
import { staffShipmentDeliveryContract as op } from "@app/shared/shipments/delivery.contract";
import { pathOf } from "@app/shared/core/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FileText } from "lucide-react";
import { buttonClass } from "../../../../components/ui/button";
import { TextField } from "../../../../components/ui/field";
import { Form, SubmitButton } from "../../../../components/ui/form";
import { ImagesField, useImagesField } from "../../../../components/ui/images-field";
import { DetailList } from "../../../../components/ui/print-card";
import { useSchemaForm } from "../../../../components/ui/use-schema-form";
import { errorMessage } from "../../../../lib/api";
import { call } from "../../../../lib/client";
import { useAdmin } from "../../../../lib/admin-session";
import { thumbnailUrl } from "../../../../lib/image-urls";
import { instantOfLocal, localInputOf } from "../../../../lib/local-time";
import { toastError, toastSuccess } from "../../../../lib/toast";
import { staffShipmentKey } from "../api/shipment-calls";

const proofKey = (id: number) => ["admin", "shipment", id, "proof-of-delivery"] as const;

/**
 * A shipment's proof of delivery on its staff page (issue 37): what was recorded at delivery and its PDF for an
 * audit, or for staff who change shipment statuses the form that records it (a photo or the receiver's code).
 */
export function ProofOfDeliverySection({ shipmentId }: { shipmentId: number }) {
  const admin = useAdmin();
  const proof = useQuery({
    queryKey: proofKey(shipmentId),
    queryFn: () => call(op.show, { params: { id: shipmentId } }, { fallback: "Could not load the proof of delivery." }),
  });
  const canRecord = can(admin.role, "shipments.updateStatus", admin.warehouses);
  if (!proof.data) return null;
  const recorded = proof.data.proof;
  return (
    <section className="no-print mt-6 space-y-3" aria-labelledby="delivery-heading">
      <h2 id="delivery-heading" className="text-lg font-semibold text-slate-900">
        Proof of delivery
      </h2>
      {recorded ? (
        <RecordedProof shipmentId={shipmentId} proof={recorded} />
      ) : canRecord ? (
        <RecordProofForm shipmentId={shipmentId} />
      ) : (
        <p className="text-sm text-slate-600">{DELIVERY_TEXTS.none}</p>
      )}
    </section>
  );
}

function RecordedProof({ shipmentId, proof }: { shipmentId: number; proof: ProofOfDelivery }) {
  return (
    <>
      <DetailList
        items={[
          ["Delivered", formatPortalDate(proof.delivered_at)],
          ["Received by", proof.received_by],
          ["Delivery code", proof.delivery_code],
          [
            "Photo",
            proof.photo ? (
              <a key="photo" href={proof.photo.url} target="_blank" rel="noreferrer">
                <img
                  src={thumbnailUrl(proof.photo.url)}
                  alt="Taken at delivery"
                  className="h-24 w-24 rounded object-cover"
                />
              </a>
            ) : null,
          ],
          ["Recorded by", `${proof.recorded_by ?? "Staff"}, ${formatPortalDate(proof.recorded_at)}`],
        ]}
      />
      <a href={`/api${pathOf(op.document.path, { id: shipmentId })}`} className={buttonClass("secondary")} download>
        <FileText size={16} aria-hidden="true" /> Proof of delivery (PDF)
      </a>
    </>
  );
}

function RecordProofForm({ shipmentId }: { shipmentId: number }) {
  const queryClient = useQueryClient();
  const photo = useImagesField((files) => (files.length > 1 ? "Choose one photo." : imagesProblem(files)));
  const save = useMutation({
    mutationFn: (fields: ProofOfDeliveryFields) =>
      call(op.record, { params: { id: shipmentId }, fields, files: photo.images }, { fallback: DELIVERY_TEXTS.failed }),
    onSuccess: (answer) => {
      queryClient.setQueryData(proofKey(shipmentId), answer);
      void queryClient.invalidateQueries({ queryKey: staffShipmentKey(shipmentId), exact: true });
    },
  });
  const form = useSchemaForm(proofOfDeliveryFieldsSchema, {
    defaultValues: { delivered_at: localInputOf(new Date().toISOString()), received_by: "", delivery_code: "" },
    submit: async () => {
      if (!photo.check()) return;
      const values = form.getValues();
      await save.mutateAsync({ ...values, delivered_at: instantOfLocal(values.delivered_at) ?? values.delivered_at });
      toastSuccess(DELIVERY_TEXTS.recorded);
    },
    fieldErrorHandlers: { [DELIVERY_PHOTO_FIELD]: photo.setError },
    onFailure: (error) => toastError(errorMessage(error, DELIVERY_TEXTS.failed)),
  });
  const { errors } = form.formState;
  return (
    <Form form={form} aria-label="Record proof of delivery" className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Delivered at"
        type="datetime-local"
        required
        error={errors.delivered_at?.message}
        {...form.register("delivered_at")}
      />
      <TextField label="Received by" required error={errors.received_by?.message} {...form.register("received_by")} />
      <TextField
        label="Delivery code"
        hint="The code the receiver gave, when there is no photo."
        autoComplete="off"
        error={errors.delivery_code?.message}
        {...form.register("delivery_code")}
      />
      <ImagesField
        field={photo}
        label="Photo of the delivery"
        hint="One photo (JPEG, PNG, GIF or WebP, up to 5 MB), or the delivery code."
        name={DELIVERY_PHOTO_FIELD}
        multiple={false}
      />
      <div className="sm:col-span-2">
        <SubmitButton busyLabel="Recording...">Record proof of delivery</SubmitButton>
      </div>
    </Form>
  );
}
