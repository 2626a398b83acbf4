export {
  DISCARD_DRAFT,
  DRAFT_NOTICE_TITLE,
  DraftNotice,
  type DraftNoticeProps,
} from './DraftNotice';
