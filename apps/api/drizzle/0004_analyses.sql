CREATE TABLE "career_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"request" jsonb NOT NULL,
	"request_hash" text NOT NULL,
	"analysis_result" jsonb,
	"market_data" jsonb,
	"failure_reason" text,
	"dataset_version" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"prose_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "career_analyses" ADD CONSTRAINT "career_analyses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "career_analyses_user_created_idx" ON "career_analyses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "career_analyses_status_created_idx" ON "career_analyses" USING btree ("status","created_at");