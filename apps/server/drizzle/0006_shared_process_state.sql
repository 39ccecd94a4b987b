CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"access_code" text NOT NULL,
	"email" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"metadata" jsonb,
	"status" text NOT NULL,
	"gateway_response" text NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_window_idx" ON "rate_limit_counters" USING btree ("window_ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_transactions_reference_unique" ON "sandbox_transactions" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_transactions_access_code_unique" ON "sandbox_transactions" USING btree ("access_code");