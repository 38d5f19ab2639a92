/** Articles: the editor's limits (admin-back-office §5) and what the API says. */
export const ArticleMessage = {
  titleRequired: "Give the article a title",
  titleTooLong: "The title can be at most 200 characters",
  contentTooLong: "The article is too long",
  contentRequired: "Write something before publishing",
  excerptTooLong: "The excerpt can be at most 300 characters",
  slugInvalid: "The slug can use lowercase letters, digits and single dashes, up to 100 characters",
  slugTaken: "Another article already uses this slug",
  categoriesInvalid:
    "Choose categories from preventive-health, weight-loss, fasting, reproductive-health, mental-health and other",
  categoriesTooMany: "Choose at most 3 categories",
  tagsTooMany: "Add at most 5 tags",
  tagInvalid: "A tag can be at most 40 characters",
  imageUrlInvalid: "Use an uploaded image or an https address",
  metaTitleTooLong: "The meta title can be at most 200 characters",
  metaDescriptionTooLong: "The meta description can be at most 300 characters",
  visibilityInvalid: "Choose a visibility: public or private",
  publishStatusInvalid: "Choose a status: draft or published",
  notFound: "Article not found",
  notAuthor: "Only the author can change this article",
  loginToWrite: "You must be logged in to write articles",
  loginToLike: "You must be logged in to like articles",
  loginToComment: "You must be logged in to comment",
  commentRequired: "Write a comment first",
  commentTooLong: "A comment can be at most 2000 characters",
  commentNotFound: "Comment not found",
  commentNotAuthor: "Only the person who wrote this comment can change it",
  parentNotFound: "The comment you are replying to is gone",
  queryTooLong: "Search for at most 100 characters",
  cursorInvalid: "The page cursor is not valid",
} as const;

/** Health groups and their discussions. */
export const GroupMessage = {
  nameRequired: "Give the group a name of at least 3 characters",
  nameTooLong: "A group name can be at most 80 characters",
  nameTaken: "A group with this name already exists",
  descriptionTooLong: "The description can be at most 1000 characters",
  topicInvalid:
    "Choose a topic: Sleep, Fasting, Weight loss, Nutrition, Fitness, Mental health, Reproductive health, Chronic conditions, Preventive health or Other",
  notFound: "Group not found",
  notModerator: "Only the group's moderators can do this",
  joinToPost: "Join this group to take part in its discussions",
  removedFromGroup: "The group's moderators removed you from this group",
  memberNotFound: "This person is not a member of the group",
  cannotRemoveCreator: "The group's creator cannot be removed",
  loginToJoin: "You must be logged in to join groups",
  loginToPost: "You must be logged in to take part in discussions",
  threadTitleRequired: "Give the thread a title",
  threadTitleTooLong: "A thread title can be at most 200 characters",
  postRequired: "Write something first",
  postTooLong: "A post can be at most 5000 characters",
  threadNotFound: "Thread not found",
  postNotFound: "Post not found",
  notAuthor: "Only the person who wrote this can change it",
  openingPostDelete: "Delete the thread to remove its opening post",
  reportReasonInvalid:
    "Choose a reason: Spam or advertising, Harassment or hate, Misleading health information, Off-topic or Something else",
  reportDetailsTooLong: "The details can be at most 500 characters",
  hiddenPost: "This post was hidden by a moderator",
  cursorInvalid: "The page cursor is not valid",
} as const;

/** Feature requests. */
export const FeatureRequestMessage = {
  titleRequired: "Give the request a title of at least 3 characters",
  titleTooLong: "A title can be at most 150 characters",
  descriptionRequired: "Describe the feature you would like",
  descriptionTooLong: "The description can be at most 2000 characters",
  categoryInvalid:
    "Choose a category: Tracking, Community, Courses, Insights, Integrations, Accessibility or Other",
  statusInvalid: "Choose a status: Under review, Planned, In progress, Done or Declined",
  notFound: "Feature request not found",
  notAuthor: "Only the person who asked for this feature can change it",
  merged: "This request was merged into another one: vote there",
  mergeIntoSelf: "A request cannot be merged into itself",
  mergeTargetInvalid: "Merge into a request that has not been merged itself",
  loginToVote: "You must be logged in to vote",
  loginToRequest: "You must be logged in to request a feature",
  commentNotFound: "Comment not found",
  cursorInvalid: "The page cursor is not valid",
} as const;

/** Public profiles and their privacy choices. */
export const PublicProfileMessage = {
  notFound: "Profile not found",
  usernameInvalid:
    "A username has 3 to 30 characters: letters, digits, underscores (_) and dashes (-)",
  usernameReserved: "This username is reserved. Please choose another.",
  usernameTaken: "This username is already taken",
  bioTooLong: "The bio can be at most 300 characters",
  photoNotFound: "Photo not found",
} as const;

/** What every part of the community answers when someone writes too much, too fast. */
export const CommunityMessage = {
  postRateLimited: "You are posting too often. Please wait a few minutes and try again.",
  commentRateLimited: "You are commenting too often. Please wait a few minutes and try again.",
  likeRateLimited: "You are liking too quickly. Please wait a minute and try again.",
  voteRateLimited: "You are voting too quickly. Please wait a minute and try again.",
  reportRateLimited: "You have sent many reports. Please wait a while and try again.",
  uploadRateLimited: "You are uploading too many images. Please wait a few minutes and try again.",
} as const;

/**
 * Editor image uploads, worded as learning-devices-commerce §5 and §8 give them; the keys are the
 * spec's upload codes (missing-parameters, invalid-file-type, file-too-large, invalid-image-type,
 * upload-error, missing-path).
 */
export const EditorImageMessage = {
  missingParameters: "File and user ID are required",
  invalidFileType: "File must be an image",
  fileTooLarge: "Image size must be less than 5MB",
  invalidImageType: "Image must be JPEG, PNG, GIF, or WebP",
  uploadError: "The image could not be uploaded. Please try again.",
  missingPath: "Image not found",
  loginRequired: "User is not authorized to upload files",
} as const;
