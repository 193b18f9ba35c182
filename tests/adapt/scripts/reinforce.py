"""REINFORCE on CartPole (gymnasium), in the form of the classic policy-gradient examples: one
episode per optimizer step, actions sampled from the policy, the discounted returns normalised.
The environment and torch are seeded alike on every rank, as such scripts do. With
--backward-per-step, a backward per time step of the episode and one optimizer step per episode
(the minimal REINFORCE scripts' shape): the ranks' episodes differ in length, and so does their
number of backwards per step. With --save-best, the policy is saved where an episode was the
longest so far (each rank's own episodes: the ranks save at other episodes) and read back at
the end, as DQN scripts keep their best checkpoint.

    reinforce.py OUT [--backward-per-step] [--save-best]
"""

import os
import sys

import gymnasium as gym
import numpy as np
import torch
import torch.nn.functional as F
from torch import nn
from torch.distributions import Categorical

env = gym.make("CartPole-v1")
env.reset(seed=543)
torch.manual_seed(543)


class Policy(nn.Module):
    def __init__(self):
        super().__init__()
        self.affine1 = nn.Linear(4, 32)
        self.affine2 = nn.Linear(32, 2)

    def forward(self, x):
        return F.softmax(self.affine2(F.relu(self.affine1(x))), dim=1)


policy = Policy()
optimizer = torch.optim.Adam(policy.parameters(), lr=1e-2)
eps = np.finfo(np.float32).eps.item()
best, best_path = 0, os.path.join(os.path.dirname(sys.argv[1]), "best.pt")
for episode in range(8):
    state, _ = env.reset()
    log_probs, rewards = [], []
    for _ in range(200):
        probs = policy(torch.from_numpy(state).float().unsqueeze(0))
        m = Categorical(probs)
        action = m.sample()
        log_probs.append(m.log_prob(action))
        state, reward, terminated, truncated, _ = env.step(action.item())
        rewards.append(reward)
        if terminated or truncated:
            break
    R, returns = 0, []
    for r in rewards[::-1]:
        R = r + 0.99 * R
        returns.insert(0, R)
    returns = torch.tensor(returns)
    returns = (returns - returns.mean()) / (returns.std() + eps)
    optimizer.zero_grad()
    if "--backward-per-step" in sys.argv:
        for log_prob, R in zip(log_probs, returns, strict=True):
            (-log_prob * R).sum().backward()
    else:
        torch.cat([-lp * R for lp, R in zip(log_probs, returns, strict=True)]).sum().backward()
    optimizer.step()
    print(f"episode {episode} length {len(rewards)}")
    if "--save-best" in sys.argv and len(rewards) > best:
        best = len(rewards)
        torch.save(policy.state_dict(), best_path)
torch.save(policy.state_dict(), sys.argv[1])
if "--save-best" in sys.argv:
    print("best kept:", sorted(torch.load(best_path, weights_only=True)))
