-- A package's status when a ship request took it (docs/decisions/0130): cancelling the request gives it back, so a
-- parcel staff marked ready to ship is not returned as merely received. Links made before this column go back to
-- received, as they did.
ALTER TABLE "ship_request_packages" ADD COLUMN "status_before" "package_status";
