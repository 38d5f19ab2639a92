export default function CoursePage() {
  return null;
}
export const PreviewCoursePage = CoursePage;
