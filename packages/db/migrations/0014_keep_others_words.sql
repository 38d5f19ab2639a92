ALTER TABLE "article_comments" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "article_comments" ADD COLUMN "author_removed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "group_posts" ADD COLUMN "author_removed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "group_threads" ADD COLUMN "author_removed" boolean DEFAULT false NOT NULL;