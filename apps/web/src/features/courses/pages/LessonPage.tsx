export default function LessonPage() {
  return null;
}
export const PreviewLessonPage = LessonPage;
