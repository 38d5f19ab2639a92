import type { CourseDetail, CoursePage } from "@vitalog/domain";
import type { Page } from "playwright-core";

type OutlineLesson = CourseDetail["modules"][number]["lessons"][number];

const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

/** The learner's courses: the catalogue, a course's page, the lesson player and my learning. */
export class CoursesPages {
  constructor(readonly page: Page) {}

  heading(name: string | undefined) {
    return this.page.getByRole("heading", { level: 1, name });
  }

  /** The catalogue's list of every course. */
  get catalogue() {
    return this.page.getByRole("region", { name: "All" });
  }

  async openCatalogue() {
    await this.page.goto("/dashboard/courses");
  }

  async openCourse(title: string) {
    await this.catalogue.getByRole("link", { name: escaped(title) }).click();
    await this.heading(title).waitFor();
  }

  async enrolForFree() {
    await this.page.getByRole("button", { name: "Enrol for free" }).click();
  }

  /** A published course and its modules as the API gives them. */
  async courseByTitle(title: string): Promise<CourseDetail> {
    const list = (await (await this.page.request.get("/api/v1/courses")).json()) as CoursePage;
    const course = list.items.find((c) => c.title === title);
    if (!course) throw new Error(`No course titled ${title}`);
    return (await (
      await this.page.request.get(`/api/v1/courses/${course.id}`)
    ).json()) as CourseDetail;
  }

  async openLesson(course: CourseDetail, lesson: OutlineLesson) {
    await this.page.goto(`/dashboard/courses/${course.id}/learn/${lesson.moduleId}/${lesson.id}`);
  }

  /** Chooses each question's right answer and waits for its feedback. */
  async answerQuiz(lesson: OutlineLesson) {
    for (const question of lesson.questions ?? []) {
      const group = this.page.getByRole("group", { name: escaped(question.text) });
      await group
        .getByRole("radio", { name: question.options[question.correctOptionIndex], exact: true })
        .check();
      await group.getByText("Correct.").waitFor();
    }
  }

  get markCompleteButton() {
    return this.page.getByRole("button", { name: "Mark complete" });
  }

  /** The player's "Completed" state of the lesson shown. */
  get completed() {
    return this.page.getByRole("status").getByText("Completed", { exact: true });
  }

  async markComplete() {
    await this.markCompleteButton.click();
    await this.completed.waitFor();
  }

  get outline() {
    return this.page.getByRole("region", { name: "Course outline" });
  }

  async nextLesson() {
    await this.page.getByRole("link", { name: "Next lesson" }).click();
  }

  async openMyLearning() {
    await this.page.goto("/dashboard/courses/my-learning");
  }

  async continueLearning() {
    await this.page.getByRole("link", { name: "Continue learning" }).click();
  }
}
