import type { Scene } from './pictures.js';

/** The twelve demo pictures; every activity picks three or four of them. */
export const SCENES = {
  avila: {
    kind: 'mountains',
    caption: 'Waraira Repano · Caracas',
    sky: ['#7cc6f0', '#d9f1ff'],
    sun: '#fff3b0',
    land: ['#6f9f86', '#3f7d55', '#27573a'],
  },
  caracas: {
    kind: 'city',
    caption: 'Caracas',
    sky: ['#f08a4b', '#ffd59e'],
    sun: '#fff0c2',
    land: ['#4f7a5a', '#3b4656', '#2b313b'],
  },
  colonial: {
    kind: 'colonial',
    caption: 'Centro histórico',
    sky: ['#5fb2e8', '#cdeafc'],
    sun: '#fff7cc',
    land: ['#7aa58a', '#f2d27a', '#9c7b55'],
  },
  food: {
    kind: 'food',
    caption: 'Sabores venezolanos',
    sky: ['#f7c873', '#f59f5b'],
    sun: '#fff1c9',
    land: ['#a8572c', '#8a4b2a', '#c9452f'],
  },
  cacao: {
    kind: 'cacao',
    caption: 'Cacao venezolano',
    sky: ['#7fc48d', '#e8f5d8'],
    sun: '#fff4b8',
    land: ['#2f7d43', '#c9791f', '#8b3a1c'],
  },
  coast: {
    kind: 'beach',
    caption: 'Litoral de La Guaira',
    sky: ['#4fb6ef', '#c9ecff'],
    sun: '#fffbd1',
    land: ['#4d8f63', '#f1dca3', '#e8cd8a'],
    sea: ['#1fa3c9', '#0b5f86'],
  },
  sunset: {
    kind: 'beach',
    caption: 'Atardecer en la costa',
    sky: ['#6a4c93', '#ff9a5a'],
    sun: '#ffd27a',
    land: ['#3d4f6b', '#e7b77a', '#d69c62'],
    sea: ['#c7607a', '#3b3f74'],
  },
  andes: {
    kind: 'mountains',
    caption: 'Sierra Nevada de Mérida',
    sky: ['#3d7cc9', '#bfe0fb'],
    sun: '#ffffff',
    land: ['#7b8fa8', '#5b7f6a', '#2f5a3f'],
    snow: true,
  },
  roques: {
    kind: 'islands',
    caption: 'Los Roques',
    sky: ['#38b4f0', '#d8f4ff'],
    sun: '#fffbe0',
    land: ['#9bd7cf', '#f5e7bf', '#5fa96e'],
    sea: ['#35d0cf', '#0a7fa6'],
  },
  morrocoy: {
    kind: 'islands',
    caption: 'Parque Nacional Morrocoy',
    sky: ['#5cc2e6', '#e6f8ff'],
    sun: '#fff6c8',
    land: ['#76b59a', '#efdcae', '#2f7a4b'],
    sea: ['#2fbfb4', '#137a8f'],
  },
  canaima: {
    kind: 'tepui',
    caption: 'Canaima',
    sky: ['#8fb7d9', '#f3e3c3'],
    sun: '#fff3d6',
    land: ['#7a5a4a', '#2f6b3f', '#1d4a2b'],
  },
  margarita: {
    kind: 'beach',
    caption: 'Isla de Margarita',
    sky: ['#2fa7e6', '#bfe9ff'],
    sun: '#fff8c4',
    land: ['#c7a26b', '#f6e2ad', '#edd391'],
    sea: ['#2bb7d8', '#0d6aa0'],
  },
} satisfies Record<string, Scene>;

export type SceneKey = keyof typeof SCENES;
