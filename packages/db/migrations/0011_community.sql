CREATE TABLE "article_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"parent_id" uuid,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_likes" (
	"article_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_likes_article_id_user_id_pk" PRIMARY KEY("article_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "article_views" (
	"article_id" uuid NOT NULL,
	"day" date NOT NULL,
	"reader_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_views_article_id_day_reader_key_pk" PRIMARY KEY("article_id","day","reader_key")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"excerpt_generated" boolean DEFAULT true NOT NULL,
	"cover_image" text,
	"categories" text[] DEFAULT '{other}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"publish_status" text DEFAULT 'draft' NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"published_at" timestamp with time zone,
	"meta_title" text,
	"meta_description" text,
	"word_count" integer DEFAULT 0 NOT NULL,
	"reading_time" integer DEFAULT 1 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"is_adapted" boolean DEFAULT false NOT NULL,
	"seed_key" text,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(excerpt, '')), 'B') || setweight(to_tsvector('english', coalesce(content, '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_seed_key_unique" UNIQUE("seed_key"),
	CONSTRAINT "articles_publish_status" CHECK ("articles"."publish_status" IN ('draft', 'published')),
	CONSTRAINT "articles_visibility" CHECK ("articles"."visibility" IN ('public', 'private')),
	CONSTRAINT "articles_title_length" CHECK (char_length("articles"."title") BETWEEN 1 AND 200),
	CONSTRAINT "articles_slug_length" CHECK (char_length("articles"."slug") BETWEEN 1 AND 100),
	CONSTRAINT "articles_excerpt_length" CHECK (char_length("articles"."excerpt") <= 300),
	CONSTRAINT "articles_categories_count" CHECK (cardinality("articles"."categories") BETWEEN 1 AND 3),
	CONSTRAINT "articles_tags_count" CHECK (cardinality("articles"."tags") <= 5),
	CONSTRAINT "articles_counts" CHECK ("articles"."view_count" >= 0 AND "articles"."like_count" >= 0 AND "articles"."comment_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "feature_request_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_request_votes" (
	"request_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_request_votes_request_id_user_id_pk" PRIMARY KEY("request_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "feature_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"status" text DEFAULT 'under_review' NOT NULL,
	"vote_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"merged_into_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_requests_status" CHECK ("feature_requests"."status" IN ('under_review', 'planned', 'in_progress', 'done', 'declined')),
	CONSTRAINT "feature_requests_counts" CHECK ("feature_requests"."vote_count" >= 0 AND "feature_requests"."comment_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"group_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id"),
	CONSTRAINT "group_members_status" CHECK ("group_members"."status" IN ('active', 'removed'))
);
--> statement-breakpoint
CREATE TABLE "group_post_likes" (
	"post_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_post_likes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "group_post_reports" (
	"post_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_post_reports_post_id_user_id_pk" PRIMARY KEY("post_id","user_id"),
	CONSTRAINT "group_post_reports_reason" CHECK ("group_post_reports"."reason" IN ('spam', 'harassment', 'misinformation', 'off-topic', 'other'))
);
--> statement-breakpoint
CREATE TABLE "group_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"user_id" text,
	"parent_id" uuid,
	"is_opening" boolean DEFAULT false NOT NULL,
	"content" text NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"hidden_by" text,
	"like_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_posts_like_count" CHECK ("group_posts"."like_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "group_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"user_id" text,
	"title" text NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_threads_reply_count" CHECK ("group_threads"."reply_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "health_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"topic" text NOT NULL,
	"cover_image" text,
	"created_by" text,
	"member_count" integer DEFAULT 0 NOT NULL,
	"thread_count" integer DEFAULT 0 NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_groups_seed_key_unique" UNIQUE("seed_key"),
	CONSTRAINT "health_groups_name_length" CHECK (char_length("health_groups"."name") BETWEEN 3 AND 80),
	CONSTRAINT "health_groups_counts" CHECK ("health_groups"."member_count" >= 0 AND "health_groups"."thread_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "public_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"username" text,
	"bio" text DEFAULT '' NOT NULL,
	"is_profile_public" boolean DEFAULT true NOT NULL,
	"are_articles_public" boolean DEFAULT true NOT NULL,
	"is_group_activity_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_profiles_username" CHECK ("public_profiles"."username" ~ '^[A-Za-z0-9_-]{3,30}$'),
	CONSTRAINT "public_profiles_bio_length" CHECK (char_length("public_profiles"."bio") <= 300)
);
--> statement-breakpoint
ALTER TABLE "article_comments" ADD CONSTRAINT "article_comments_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_comments" ADD CONSTRAINT "article_comments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_comments" ADD CONSTRAINT "article_comments_parent_id_article_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."article_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_likes" ADD CONSTRAINT "article_likes_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_likes" ADD CONSTRAINT "article_likes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_views" ADD CONSTRAINT "article_views_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_request_comments" ADD CONSTRAINT "feature_request_comments_request_id_feature_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."feature_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_request_comments" ADD CONSTRAINT "feature_request_comments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_request_votes" ADD CONSTRAINT "feature_request_votes_request_id_feature_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."feature_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_request_votes" ADD CONSTRAINT "feature_request_votes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_requests" ADD CONSTRAINT "feature_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_requests" ADD CONSTRAINT "feature_requests_merged_into_id_feature_requests_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."feature_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_health_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."health_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_post_likes" ADD CONSTRAINT "group_post_likes_post_id_group_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."group_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_post_likes" ADD CONSTRAINT "group_post_likes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_post_reports" ADD CONSTRAINT "group_post_reports_post_id_group_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."group_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_post_reports" ADD CONSTRAINT "group_post_reports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_posts" ADD CONSTRAINT "group_posts_thread_id_group_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."group_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_posts" ADD CONSTRAINT "group_posts_group_id_health_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."health_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_posts" ADD CONSTRAINT "group_posts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_posts" ADD CONSTRAINT "group_posts_parent_id_group_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."group_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_posts" ADD CONSTRAINT "group_posts_hidden_by_user_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_threads" ADD CONSTRAINT "group_threads_group_id_health_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."health_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_threads" ADD CONSTRAINT "group_threads_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_groups" ADD CONSTRAINT "health_groups_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_profiles" ADD CONSTRAINT "public_profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_comments_article_idx" ON "article_comments" USING btree ("article_id","created_at","id") WHERE "article_comments"."parent_id" IS NULL;--> statement-breakpoint
CREATE INDEX "article_comments_parent_idx" ON "article_comments" USING btree ("parent_id","created_at","id");--> statement-breakpoint
CREATE INDEX "article_comments_user_idx" ON "article_comments" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "article_likes_user_idx" ON "article_likes" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "articles_slug_idx" ON "articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "articles_public_idx" ON "articles" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "articles"."publish_status" = 'published' AND "articles"."visibility" = 'public';--> statement-breakpoint
CREATE INDEX "articles_user_updated_idx" ON "articles" USING btree ("user_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_categories_idx" ON "articles" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "articles_tags_idx" ON "articles" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin ("search");--> statement-breakpoint
CREATE INDEX "feature_request_comments_request_idx" ON "feature_request_comments" USING btree ("request_id","created_at","id");--> statement-breakpoint
CREATE INDEX "feature_request_comments_user_idx" ON "feature_request_comments" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feature_request_votes_user_idx" ON "feature_request_votes" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feature_requests_votes_idx" ON "feature_requests" USING btree ("vote_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "feature_requests"."merged_into_id" IS NULL;--> statement-breakpoint
CREATE INDEX "feature_requests_newest_idx" ON "feature_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "feature_requests"."merged_into_id" IS NULL;--> statement-breakpoint
CREATE INDEX "feature_requests_user_idx" ON "feature_requests" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "group_members_user_idx" ON "group_members" USING btree ("user_id","joined_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "group_members_group_idx" ON "group_members" USING btree ("group_id","status","joined_at");--> statement-breakpoint
CREATE INDEX "group_post_likes_user_idx" ON "group_post_likes" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "group_post_reports_user_idx" ON "group_post_reports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "group_posts_thread_idx" ON "group_posts" USING btree ("thread_id","created_at","id") WHERE "group_posts"."parent_id" IS NULL;--> statement-breakpoint
CREATE INDEX "group_posts_parent_idx" ON "group_posts" USING btree ("parent_id","created_at","id");--> statement-breakpoint
CREATE INDEX "group_posts_user_idx" ON "group_posts" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "group_posts_group_idx" ON "group_posts" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "group_threads_group_idx" ON "group_threads" USING btree ("group_id","is_pinned","last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "group_threads_user_idx" ON "group_threads" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "health_groups_name_idx" ON "health_groups" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "health_groups_popular_idx" ON "health_groups" USING btree ("member_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "health_groups_created_idx" ON "health_groups" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "health_groups_created_by_idx" ON "health_groups" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "public_profiles_username_idx" ON "public_profiles" USING btree (lower("username"));