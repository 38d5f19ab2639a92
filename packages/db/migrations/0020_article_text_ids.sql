-- Article ids become text so a content-adapter draft can keep its `draft_{userId}_{timestamp}` id;
-- the foreign keys are dropped around the type change (uuid and text cannot reference each other).
ALTER TABLE "article_comments" DROP CONSTRAINT "article_comments_article_id_articles_id_fk";--> statement-breakpoint
ALTER TABLE "article_likes" DROP CONSTRAINT "article_likes_article_id_articles_id_fk";--> statement-breakpoint
ALTER TABLE "article_views" DROP CONSTRAINT "article_views_article_id_articles_id_fk";--> statement-breakpoint
ALTER TABLE "article_comments" ALTER COLUMN "article_id" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "article_likes" ALTER COLUMN "article_id" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "article_views" ALTER COLUMN "article_id" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "id" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "id" SET DEFAULT gen_random_uuid()::text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "adaptation" jsonb;--> statement-breakpoint
ALTER TABLE "article_comments" ADD CONSTRAINT "article_comments_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_likes" ADD CONSTRAINT "article_likes_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_views" ADD CONSTRAINT "article_views_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
