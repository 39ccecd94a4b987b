CREATE TYPE "public"."hs_code_source" AS ENUM('suggested', 'customer', 'staff');--> statement-breakpoint
CREATE TYPE "public"."customs_restriction" AS ENUM('none', 'restricted', 'prohibited');--> statement-breakpoint
CREATE TYPE "public"."exchange_rate_kind" AS ENUM('payment', 'customs');--> statement-breakpoint
ALTER TYPE "public"."ledger_account_kind" ADD VALUE 'customs_duties';--> statement-breakpoint
ALTER TYPE "public"."ledger_cause" ADD VALUE 'customs_duty_refund';--> statement-breakpoint
ALTER TYPE "public"."ledger_cause" ADD VALUE 'customs_duty_charge';--> statement-breakpoint
CREATE TABLE "customs_tariffs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customs_tariffs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"heading" text NOT NULL,
	"description" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"duty_rate" numeric(7, 4) NOT NULL,
	"restriction" "customs_restriction" DEFAULT 'none' NOT NULL,
	"restriction_note" text,
	"valid_from" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customs_tariffs_heading_digits" CHECK ("customs_tariffs"."heading" ~ '^[0-9]{4}([0-9]{2})?$'),
	CONSTRAINT "customs_tariffs_duty_rate_range" CHECK ("customs_tariffs"."duty_rate" >= 0 and "customs_tariffs"."duty_rate" <= 100),
	CONSTRAINT "customs_tariffs_restriction_note" CHECK ("customs_tariffs"."restriction" = 'none' or coalesce(btrim("customs_tariffs"."restriction_note"), '') <> '')
);
--> statement-breakpoint
CREATE TABLE "shipment_duties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_duties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_id" integer NOT NULL,
	"ship_request_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"invoice_id" integer,
	"estimated_kobo" bigint NOT NULL,
	"invoice_currency" "currency_code" NOT NULL,
	"invoice_amount_minor" bigint NOT NULL,
	"invoice_rate" numeric(18, 6) NOT NULL,
	"levies" jsonb NOT NULL,
	"priced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assessed_kobo" bigint,
	"assessed_at" timestamp with time zone,
	"assessed_by" integer,
	"master_shipment_id" integer,
	"assessment_note" text,
	"ledger_transaction_id" integer,
	CONSTRAINT "shipment_duties_estimated_nonnegative" CHECK ("shipment_duties"."estimated_kobo" >= 0 and "shipment_duties"."invoice_amount_minor" >= 0),
	CONSTRAINT "shipment_duties_assessed" CHECK (("shipment_duties"."assessed_kobo" is null) = ("shipment_duties"."assessed_at" is null) and ("shipment_duties"."assessed_kobo" is null or "shipment_duties"."assessed_kobo" >= 0))
);
--> statement-breakpoint
CREATE TABLE "shipment_duty_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_duty_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_duty_id" integer NOT NULL,
	"declaration_item_id" integer,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"hs_code" text NOT NULL,
	"tariff_id" integer NOT NULL,
	"duty_rate" numeric(7, 4) NOT NULL,
	"restriction" "customs_restriction" NOT NULL,
	"fob_currency" "currency_code" NOT NULL,
	"fob_minor" bigint NOT NULL,
	"customs_rate" numeric(18, 6) NOT NULL,
	"customs_rate_id" integer,
	"fob_kobo" bigint NOT NULL,
	"freight_kobo" bigint NOT NULL,
	"insurance_kobo" bigint NOT NULL,
	"cif_kobo" bigint NOT NULL,
	"duty_kobo" bigint NOT NULL,
	"surcharge_kobo" bigint NOT NULL,
	"ciss_kobo" bigint NOT NULL,
	"etls_kobo" bigint NOT NULL,
	"vat_kobo" bigint NOT NULL,
	"total_kobo" bigint NOT NULL,
	CONSTRAINT "shipment_duty_lines_total" CHECK ("shipment_duty_lines"."total_kobo" = "shipment_duty_lines"."duty_kobo" + "shipment_duty_lines"."surcharge_kobo" + "shipment_duty_lines"."ciss_kobo" + "shipment_duty_lines"."etls_kobo" + "shipment_duty_lines"."vat_kobo"),
	CONSTRAINT "shipment_duty_lines_cif" CHECK ("shipment_duty_lines"."cif_kobo" = "shipment_duty_lines"."fob_kobo" + "shipment_duty_lines"."freight_kobo" + "shipment_duty_lines"."insurance_kobo")
);
--> statement-breakpoint
ALTER TABLE "customs_declaration_items" DROP CONSTRAINT "customs_declaration_items_hs_code";--> statement-breakpoint
DROP INDEX "exchange_rates_in_force_idx";--> statement-breakpoint
ALTER TABLE "customs_declaration_items" ADD COLUMN "hs_code_source" "hs_code_source";--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD COLUMN "kind" "exchange_rate_kind" DEFAULT 'payment' NOT NULL;--> statement-breakpoint
ALTER TABLE "customs_tariffs" ADD CONSTRAINT "customs_tariffs_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_duties" ADD CONSTRAINT "shipment_duties_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_duties" ADD CONSTRAINT "shipment_duties_ship_request_id_ship_requests_id_fk" FOREIGN KEY ("ship_request_id") REFERENCES "public"."ship_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_duties" ADD CONSTRAINT "shipment_duties_user_id_customers_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_duties" ADD CONSTRAINT "shipment_duties_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_duties" ADD CONSTRAINT "shipment_duties_assessed_by_admins_id_fk" FOREIGN KEY ("assessed_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_duties" ADD CONSTRAINT "shipment_duties_master_shipment_id_master_shipments_id_fk" FOREIGN KEY ("master_shipment_id") REFERENCES "public"."master_shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_duties" ADD CONSTRAINT "shipment_duties_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_duty_lines" ADD CONSTRAINT "shipment_duty_lines_shipment_duty_id_shipment_duties_id_fk" FOREIGN KEY ("shipment_duty_id") REFERENCES "public"."shipment_duties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_duty_lines" ADD CONSTRAINT "shipment_duty_lines_declaration_item_id_customs_declaration_items_id_fk" FOREIGN KEY ("declaration_item_id") REFERENCES "public"."customs_declaration_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_duty_lines" ADD CONSTRAINT "shipment_duty_lines_tariff_id_customs_tariffs_id_fk" FOREIGN KEY ("tariff_id") REFERENCES "public"."customs_tariffs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customs_tariffs_heading_idx" ON "customs_tariffs" USING btree ("heading","valid_from" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_duties_shipment_unique" ON "shipment_duties" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "shipment_duties_assessed_idx" ON "shipment_duties" USING btree ("assessed_at") WHERE "shipment_duties"."assessed_at" is not null;--> statement-breakpoint
CREATE INDEX "shipment_duty_lines_duty_idx" ON "shipment_duty_lines" USING btree ("shipment_duty_id");--> statement-breakpoint
CREATE INDEX "exchange_rates_in_force_idx" ON "exchange_rates" USING btree ("kind","currency","effective_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "customs_declaration_items" ADD CONSTRAINT "customs_declaration_items_hs_code" CHECK ("customs_declaration_items"."hs_code" is null or "customs_declaration_items"."hs_code" ~ '^[0-9]{4,10}$');--> statement-breakpoint
CREATE FUNCTION "customs_tariffs_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'tariff versions are never changed: add a new version instead';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "customs_tariffs_no_update_or_delete" BEFORE UPDATE OR DELETE ON "customs_tariffs" FOR EACH ROW EXECUTE FUNCTION "customs_tariffs_immutable"();--> statement-breakpoint
-- The headings our customers send most, with plausible ECOWAS CET (Nigeria) duty rates, in force from 2026-01-01
-- (issue 37). Staff add versions from the tariff screen; these rows stay as the first versions.
INSERT INTO "customs_tariffs" ("heading", "description", "keywords", "duty_rate", "restriction", "restriction_note", "valid_from") VALUES
('8517', 'Telephones, smartphones and network devices', 'phone, smartphone, iphone, samsung, mobile, cellphone, router', 10, 'none', NULL, '2026-01-01'),
('8471', 'Laptops, computers and tablets', 'laptop, computer, macbook, notebook, tablet, ipad, pc', 5, 'none', NULL, '2026-01-01'),
('8473', 'Computer parts and accessories', 'keyboard, mouse, ram, ssd, motherboard, graphics card', 5, 'none', NULL, '2026-01-01'),
('8504', 'Chargers, adapters and power supplies', 'charger, adapter, power bank, power supply', 10, 'none', NULL, '2026-01-01'),
('8518', 'Headphones, earphones and speakers', 'headphones, earphones, earbuds, airpods, speaker, microphone', 20, 'none', NULL, '2026-01-01'),
('8528', 'Televisions and monitors', 'tv, television, monitor, screen', 20, 'none', NULL, '2026-01-01'),
('8806', 'Drones (unmanned aircraft)', 'drone, quadcopter', 5, 'restricted', 'Needs clearance from the Office of the National Security Adviser (ONSA) before import.', '2026-01-01'),
('6104', 'Women''s suits, dresses and skirts, knitted', 'dress, skirt, gown', 20, 'none', NULL, '2026-01-01'),
('6109', 'T-shirts and vests, knitted', 't-shirt, tshirt, tee, vest, top', 20, 'none', NULL, '2026-01-01'),
('6110', 'Jumpers, sweatshirts and hoodies', 'jumper, sweater, sweatshirt, hoodie, cardigan', 20, 'none', NULL, '2026-01-01'),
('6203', 'Men''s suits, jackets and trousers', 'trousers, jeans, suit, blazer, shorts, chinos', 20, 'none', NULL, '2026-01-01'),
('6204', 'Women''s suits, jackets and trousers', 'women trousers, leggings, jumpsuit', 20, 'none', NULL, '2026-01-01'),
('6205', 'Men''s shirts', 'shirt, polo', 20, 'none', NULL, '2026-01-01'),
('6309', 'Used (worn) clothing and textiles', 'used clothing, second-hand clothes, worn clothes, okrika, bale', 35, 'prohibited', 'Second-hand clothing is on Nigeria''s import prohibition list.', '2026-01-01'),
('6402', 'Trainers and sports shoes', 'trainers, sneakers, sports shoes, slides, nike, adidas', 20, 'none', NULL, '2026-01-01'),
('6403', 'Leather shoes and boots', 'shoes, leather shoes, boots, heels, sandals, loafers', 20, 'none', NULL, '2026-01-01'),
('4202', 'Handbags, luggage and cases', 'bag, handbag, backpack, suitcase, luggage, purse, wallet, case', 20, 'none', NULL, '2026-01-01'),
('3303', 'Perfumes and toilet waters', 'perfume, fragrance, cologne, eau de toilette', 20, 'none', NULL, '2026-01-01'),
('3304', 'Make-up and skin care', 'makeup, make-up, cosmetics, lipstick, foundation, cream, lotion, skincare, serum', 20, 'none', NULL, '2026-01-01'),
('3305', 'Hair care products', 'shampoo, conditioner, hair oil, relaxer, hair cream', 20, 'none', NULL, '2026-01-01'),
('3401', 'Soap and detergents in retail packs', 'soap, detergent, body wash', 20, 'prohibited', 'Soaps and detergents in retail packs are on Nigeria''s import prohibition list.', '2026-01-01'),
('6704', 'Wigs and hair extensions', 'wig, hair extension, weave, braids, human hair', 20, 'none', NULL, '2026-01-01'),
('2106', 'Food supplements and vitamins', 'supplement, vitamin, protein, whey, multivitamin', 20, 'none', NULL, '2026-01-01'),
('3004', 'Medicines in doses', 'medicine, drug, tablets, capsules, antibiotic, pharmaceutical', 0, 'restricted', 'Needs a NAFDAC import permit; controlled medicines are prohibited.', '2026-01-01'),
('8708', 'Motor vehicle parts', 'car parts, auto parts, brake, bumper, headlight, gearbox, spare parts', 10, 'none', NULL, '2026-01-01'),
('9102', 'Wrist watches', 'watch, wristwatch, smartwatch', 20, 'none', NULL, '2026-01-01'),
('9004', 'Sunglasses and spectacles', 'sunglasses, glasses, spectacles', 20, 'none', NULL, '2026-01-01'),
('7117', 'Imitation jewellery', 'jewellery, jewelry, necklace, earrings, bracelet, ring', 20, 'none', NULL, '2026-01-01'),
('4901', 'Books and printed matter', 'book, textbook, novel, bible, magazine', 5, 'none', NULL, '2026-01-01'),
('9503', 'Toys', 'toy, doll, lego, puzzle, game', 20, 'none', NULL, '2026-01-01'),
('9504', 'Video game consoles and games', 'playstation, xbox, nintendo, console, video game', 20, 'none', NULL, '2026-01-01'),
('8516', 'Hair dryers, kettles and small appliances', 'hair dryer, straightener, kettle, iron, microwave, blender', 20, 'none', NULL, '2026-01-01');
