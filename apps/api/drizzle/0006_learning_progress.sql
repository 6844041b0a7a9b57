CREATE TABLE "learning_progress" (
	"user_id" text NOT NULL,
	"course_id" text NOT NULL,
	"skill_id" text NOT NULL,
	"status" text DEFAULT 'enrolled' NOT NULL,
	"hours_spent" double precision DEFAULT 0 NOT NULL,
	"certified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_progress_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "learning_progress" ADD CONSTRAINT "learning_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learning_progress_user_updated_idx" ON "learning_progress" USING btree ("user_id","updated_at");