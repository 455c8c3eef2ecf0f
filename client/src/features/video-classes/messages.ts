/** Every message of the video-classes feature (texts in locales/*.json). */
import { defineMessages } from '../../i18n/define-messages';

export const listMessages = defineMessages({
  title: { id: 'videoClasses.list.title' },
  subtitle: { id: 'videoClasses.list.subtitle' },
  newLesson: { id: 'videoClasses.list.newLesson' },
  empty: { id: 'videoClasses.list.empty' },
  chapters: { id: 'videoClasses.list.chapters' },
  watched: { id: 'videoClasses.list.watched' },
  completed: { id: 'videoClasses.list.completed' },
  lockedPro: { id: 'videoClasses.list.lockedPro' },
  lockedCourse: { id: 'videoClasses.list.lockedCourse' },
  progressLabel: { id: 'videoClasses.list.progressLabel' },
});

export const accessMessages = defineMessages({
  preview: { id: 'videoClasses.access.preview' },
  pro: { id: 'videoClasses.access.pro' },
  course: { id: 'videoClasses.access.course' },
  class: { id: 'videoClasses.access.class' },
});

export const sourceMessages = defineMessages({
  file: { id: 'videoClasses.source.file' },
  hls: { id: 'videoClasses.source.hls' },
  youtube: { id: 'videoClasses.source.youtube' },
  vimeo: { id: 'videoClasses.source.vimeo' },
});

export const lessonMessages = defineMessages({
  back: { id: 'videoClasses.lesson.back' },
  chapters: { id: 'videoClasses.lesson.chapters' },
  noChapters: { id: 'videoClasses.lesson.noChapters' },
  edit: { id: 'videoClasses.lesson.edit' },
  delete: { id: 'videoClasses.lesson.delete' },
  deleteConfirm: { id: 'videoClasses.lesson.deleteConfirm' },
  deleted: { id: 'videoClasses.lesson.deleted' },
  lockedProTitle: { id: 'videoClasses.lesson.lockedProTitle' },
  lockedProText: { id: 'videoClasses.lesson.lockedProText' },
  lockedProAction: { id: 'videoClasses.lesson.lockedProAction' },
  lockedCourseTitle: { id: 'videoClasses.lesson.lockedCourseTitle' },
  lockedCourseText: { id: 'videoClasses.lesson.lockedCourseText' },
  lockedCourseAction: { id: 'videoClasses.lesson.lockedCourseAction' },
  noVideo: { id: 'videoClasses.lesson.noVideo' },
  playerLoading: { id: 'videoClasses.lesson.playerLoading' },
});

export const editorMessages = defineMessages({
  createTitle: { id: 'videoClasses.editor.createTitle' },
  editTitle: { id: 'videoClasses.editor.editTitle' },
  title: { id: 'videoClasses.editor.title' },
  description: { id: 'videoClasses.editor.description' },
  access: { id: 'videoClasses.editor.access' },
  course: { id: 'videoClasses.editor.course' },
  class: { id: 'videoClasses.editor.class' },
  pickCourse: { id: 'videoClasses.editor.pickCourse' },
  pickClass: { id: 'videoClasses.editor.pickClass' },
  source: { id: 'videoClasses.editor.source' },
  url: { id: 'videoClasses.editor.url' },
  urlHelp: { id: 'videoClasses.editor.urlHelp' },
  duration: { id: 'videoClasses.editor.duration' },
  durationHelp: { id: 'videoClasses.editor.durationHelp' },
  file: { id: 'videoClasses.editor.file' },
  fileHelp: { id: 'videoClasses.editor.fileHelp' },
  currentFile: { id: 'videoClasses.editor.currentFile' },
  chapters: { id: 'videoClasses.editor.chapters' },
  chaptersHelp: { id: 'videoClasses.editor.chaptersHelp' },
  chapterTitle: { id: 'videoClasses.editor.chapterTitle' },
  chapterStart: { id: 'videoClasses.editor.chapterStart' },
  addChapter: { id: 'videoClasses.editor.addChapter' },
  removeChapter: { id: 'videoClasses.editor.removeChapter' },
  timeFormat: { id: 'videoClasses.editor.timeFormat' },
  save: { id: 'videoClasses.editor.save' },
  cancel: { id: 'videoClasses.editor.cancel' },
  saved: { id: 'videoClasses.editor.saved' },
  uploading: { id: 'videoClasses.editor.uploading' },
});

export const classVideoMessages = defineMessages({
  title: { id: 'videoClasses.classVideos.title' },
  add: { id: 'videoClasses.classVideos.add' },
  empty: { id: 'videoClasses.classVideos.empty' },
});
