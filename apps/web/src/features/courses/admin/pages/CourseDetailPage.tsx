export default function CourseDetailPage() {
  return null;
}
