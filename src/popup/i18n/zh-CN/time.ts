// 简体中文：等待时间与时刻（lib/time.ts）。
import type { Area } from './area';
import type { time as en } from '../en/time';

export const time: Area<typeof en> = {
  'time.about': '约 {duration}',
  'time.approx': '≈ {duration}',
  'time.now': '现在',
  'time.unknown': '未知',
};
