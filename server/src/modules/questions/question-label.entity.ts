import { Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'question_labels' })
export class QuestionLabel {
  @PrimaryColumn({ name: 'question_id', type: 'integer' })
  questionId: number;

  @PrimaryColumn({ name: 'label_id', type: 'integer' })
  labelId: number;
}
