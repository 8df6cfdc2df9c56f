CREATE TABLE "facebook_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"category" text,
	"active" boolean DEFAULT true NOT NULL,
	"post_count" integer DEFAULT 0 NOT NULL,
	"last_posted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facebook_groups_post_count_valid" CHECK ("facebook_groups"."post_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "social_post_groups" (
	"post_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"outcome" text,
	"reported_at" timestamp with time zone,
	CONSTRAINT "social_post_groups_post_id_group_id_pk" PRIMARY KEY("post_id","group_id"),
	CONSTRAINT "social_post_groups_outcome_valid" CHECK ("social_post_groups"."outcome" is null or "social_post_groups"."outcome" in ('filled', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "social_post_images" (
	"post_id" uuid NOT NULL,
	"image_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "social_post_images_post_id_image_id_pk" PRIMARY KEY("post_id","image_id")
);
--> statement-breakpoint
CREATE TABLE "social_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"text" text NOT NULL,
	"status" text NOT NULL,
	"scheduled_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_posts_status_valid" CHECK ("social_posts"."status" in ('scheduled', 'sending', 'sent', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "facebook_groups" ADD CONSTRAINT "facebook_groups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facebook_groups" ADD CONSTRAINT "facebook_groups_owner_user_id_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_post_groups" ADD CONSTRAINT "social_post_groups_post_id_social_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."social_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_post_groups" ADD CONSTRAINT "social_post_groups_group_id_facebook_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."facebook_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_post_images" ADD CONSTRAINT "social_post_images_post_id_social_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."social_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_post_images" ADD CONSTRAINT "social_post_images_image_id_property_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."property_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_posts" ADD CONSTRAINT "social_posts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_posts" ADD CONSTRAINT "social_posts_owner_user_id_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "facebook_groups_owner_idx" ON "facebook_groups" USING btree ("organization_id","owner_user_id");--> statement-breakpoint
CREATE INDEX "social_post_groups_group_idx" ON "social_post_groups" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "social_post_images_image_idx" ON "social_post_images" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "social_posts_owner_idx" ON "social_posts" USING btree ("organization_id","owner_user_id","created_at");--> statement-breakpoint
CREATE INDEX "social_posts_due_idx" ON "social_posts" USING btree ("status","scheduled_at");