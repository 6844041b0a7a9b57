CREATE TABLE "compared_cities" (
	"analysis_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"city_ids" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compared_cities_two_cities" CHECK (cardinality("compared_cities"."city_ids") = 2)
);
--> statement-breakpoint
ALTER TABLE "compared_cities" ADD CONSTRAINT "compared_cities_analysis_id_career_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."career_analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compared_cities" ADD CONSTRAINT "compared_cities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compared_cities_user_idx" ON "compared_cities" USING btree ("user_id");