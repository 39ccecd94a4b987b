-- Staff list search: the trigram indexes take new rows straight into the index (fastupdate off) instead of
-- a pending list every search reads in full until a VACUUM merges it (up to gin_pending_list_limit, 4 MB: at 100,000
-- tickets, 2,103 new tickets in the list made a subject search read 103 more pages, 3 ms). Rows written before are
-- merged now (gin_clean_pending_list). The tables behind them are written a row at a time by staff and customers.
ALTER INDEX "customers_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "customers_number_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "customers_suite_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "customers_email_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "pickups_contact_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "procurements_store_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "tickets_subject_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "packages_bin_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "packages_label_owner_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "master_shipments_carrier_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "master_shipments_destination_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('customers_name_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('customers_number_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('customers_suite_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('customers_email_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('pickups_contact_name_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('procurements_store_name_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('tickets_subject_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('packages_bin_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('packages_label_owner_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('master_shipments_carrier_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('master_shipments_destination_trgm_idx'::regclass);
